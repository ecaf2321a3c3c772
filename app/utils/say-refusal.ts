/** A page's way to show a form's message (an English refusal a catalog names) in its language (`useSayMessage`, app/components/forms.tsx). */
export type SayMessage = (message: string) => string;
