/** The member's conversation with the team (/dashboard/messages); the team's side reads the same component. */
export const en = {
  pageTitle: "Messages | Care Finder",
  title: "Messages",
  lead: "Write to our team about anything. Questions about a request are best asked on the request itself.",
  sent: "Your message is sent. We answer within one business day.",
  yourMessage: "Your message",
  soFar: "Messages so far",
  none: "No messages yet.",
  you: "You",
  team: "Care Finder team",
  member: "Member",
  send: "Send",
  sending: "Sending...",
  required: "Please write your message",
};

export type MessageWords = typeof en;
