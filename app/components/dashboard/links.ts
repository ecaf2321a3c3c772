/** External placeholders (spec §9: the real addresses are not given). Open in a new tab. */
export const CHAT_URL = "https://chat.example.com/care-finder";
export const SCHEDULE_URL = "https://calendar.example.com/care-finder/30min";
export const SUPPORT_PHONE = "(800) 555-0199";
