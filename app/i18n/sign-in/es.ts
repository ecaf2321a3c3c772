import type { SignInWords } from "./en";
import { EMAIL_LINK_TTL_MINUTES } from "~/domain/sign-in";
import { es as chosenPlanEs } from "../chosen-plan/es";

/** La página de inicio de sesión (app/routes/sign-in.tsx) para quien llega desde la página en español. */
export const es: SignInWords = {
  meta: {
    locale: "es_US",
    title: "Inicie sesión o cree su cuenta | Care Finder",
    description:
      "Inicie sesión en Care Finder con Google o con un enlace por correo electrónico; un correo nuevo crea su cuenta.",
  },
  title: "Inicie sesión o cree su cuenta",
  lead: "¿Es nuevo? Use Google o su correo electrónico y creamos su cuenta al iniciar sesión. Sin contraseñas que recordar.",
  askingNotice:
    "Inicie sesión primero para preguntar a nuestro equipo: su pregunta le espera y su panel la abre por usted.",
  savingNotice:
    "Únase para guardar la revisión de su factura y obtener su carta: escriba su correo y le enviamos un enlace. Una vez dentro, su revisión se abre con todo lo que escribió, lista para guardar.",
  google: "Con Google",
  googleText: "Use la cuenta de Google que ya tiene.",
  continueWithGoogle: "Continuar con Google",
  redirecting: "Un momento...",
  withEmail: "Con su correo electrónico",
  email: "Correo electrónico",
  emailHint: `Le enviamos un enlace por correo; vence en ${EMAIL_LINK_TTL_MINUTES} minutos.`,
  sending: "Enviando...",
  emailMe: "Enviarme un enlace",
  passkey: "Con una llave de acceso",
  passkeyText: "Si añadió una llave de acceso (passkey) a su cuenta en este dispositivo.",
  passkeyButton: "Iniciar sesión con una llave de acceso",
  passkeyBusy: "Esperando su llave de acceso...",
  next: "Qué pasa después",
  steps: [
    `Le enviamos un enlace por correo. Funciona una sola vez y vence en ${EMAIL_LINK_TTL_MINUTES} minutos.`,
    "Ábralo y confirme. Si es nuevo, así se crea su cuenta; antes no se crea nada.",
    "Los nuevos miembros responden dos preguntas breves en el formulario de registro; los miembros van a su panel.",
  ],
  agree: "Al continuar, acepta nuestra",
  terms: "política de privacidad y condiciones (en inglés)",
  checkEmail: "Revise su correo",
  sent: (email) =>
    `Enviamos un enlace a ${email}. Vence en ${EMAIL_LINK_TTL_MINUTES} minutos y funciona una sola vez. Si ya tiene una cuenta, inicia su sesión; si no, crea su cuenta.`,
  sentMomentAgo: (email, seconds) =>
    `Enviamos un enlace a ${email} hace un momento, así que no enviamos otro. Use ese enlace: puede tardar un minuto en llegar. Podrá pedir un enlace nuevo en ${seconds} segundos.`,
  openLink:
    "Abra el enlace en cualquier dispositivo y confirme. Puede tardar un minuto en llegar; revise también la carpeta de correo no deseado.",
  resend: "Reenviar el enlace",
  otherEmail: "Usar otro correo",
  resendIn: (seconds) => `Podrá pedir un enlace nuevo en ${seconds} s.`,
  resendNow: "Ya puede pedir un enlace nuevo.",
  chosenPlan: chosenPlanEs,
};
