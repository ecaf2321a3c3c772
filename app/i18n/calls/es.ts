import type { CallWords } from "./en";

export const es: CallWords = {
  pageTitle: "Programar una llamada de 30 minutos | Care Finder",
  title: "Programar una llamada de 30 minutos",
  backToDashboard: "Volver a su panel",
  notIncluded: (plan: string, price: string) =>
    `Una llamada programada de 30 minutos cada mes viene con ${plan} (${price}). Su plan no la incluye.`,
  seePlan: (plan: string) => `Ver ${plan}`,
  perMonth: (price: string) => `${price}/mes`,
  booked: "Su llamada está programada",
  bookedWhen: "30 minutos con nuestro equipo.",
  about: (topic: string) => `Tema: ${topic}`,
  reschedule: "Cambiar la hora",
  cancelCall: "Cancelar esta llamada",
  rescheduleTitle: "Cambie la hora de su llamada",
  topic: "¿De qué le gustaría hablar?",
  book: "Programar mi llamada",
  move: "Cambiar mi llamada",
  cancel: "Cancelar",
  pickTime: "Elija una hora",
  timesIn: (zone: string) => `Horas en ${zone}. Cada llamada dura 30 minutos.`,
  noSlots: "No hay horas libres en los próximos 14 días. Escríbanos en Mensajes y buscamos una.",
  yourZone: "Su zona horaria",
  changeZone: "Cambiar la zona horaria",
  pastTitle: "Sus llamadas hasta ahora",
  status: { booked: "Programada", held: "Realizada", missed: "No realizada", cancelled: "Cancelada" },
  messages: {
    booked: "Su llamada está programada. La invitación está en su correo.",
    rescheduled: "Su llamada cambió de hora. La invitación actualizada está en su correo.",
    cancelled: "Su llamada está cancelada. La cancelación está en su correo.",
    zoneSaved: "Su zona horaria quedó guardada.",
  },
  email: {
    subject: {
      booked: "Su llamada de 30 minutos con Care Finder está programada",
      rescheduled: "Su llamada de 30 minutos con Care Finder cambió de hora",
      cancelled: "Su llamada de 30 minutos con Care Finder está cancelada",
    },
    body: {
      booked: (when: string) => [
        `Su llamada de 30 minutos con el equipo de Care Finder está programada para el ${when}.`,
        "La invitación para su calendario va adjunta.",
      ],
      rescheduled: (when: string) => [
        `Su llamada de 30 minutos con el equipo de Care Finder cambió al ${when}.`,
        "La invitación actualizada va adjunta.",
      ],
      cancelled: (when: string) => [
        `Su llamada de 30 minutos del ${when} está cancelada.`,
        "El archivo adjunto la quita de su calendario.",
      ],
    },
    changeIt: (link: string) => `Para cambiar la hora o cancelar: ${link}`,
    inviteSummary: "Llamada de 30 minutos con Care Finder",
    inviteDescription: (link: string) =>
      `Su llamada con el equipo de Care Finder. Para cambiar la hora o cancelar: ${link}`,
    reminderSubject: {
      "1h": "Recordatorio: su llamada de 30 minutos con Care Finder es en una hora, más o menos",
      "24h": "Recordatorio: su llamada de 30 minutos con Care Finder es mañana",
    },
    reminderBody: {
      "1h": (when: string) =>
        `Su llamada de 30 minutos con el equipo de Care Finder es en una hora, más o menos: ${when}.`,
      "24h": (when: string) => `Su llamada de 30 minutos con el equipo de Care Finder es mañana: ${when}.`,
    },
  },
};
