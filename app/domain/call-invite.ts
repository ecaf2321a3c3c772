/**
 * The calendar invitation of a booked call (RFC 5545 iCalendar, RFC 5546 methods): times in UTC, one UID
 * per call kept across reschedules, and SEQUENCE raised on each change, so a calendar updates or removes
 * the same event. No topic in it: the invitation travels by email (docs/product.md#calls).
 */
import { CALL_MS } from "./call-slots";

export type CallInvite = {
  /** The call's id: the UID is made from it, so it never changes. */
  callId: string;
  startsAt: number;
  /** 0 when booked, one more on each reschedule or the cancellation. */
  sequence: number;
  method: "REQUEST" | "CANCEL";
  organizerEmail: string;
  attendeeEmail: string;
  summary: string;
  description: string;
  /** When the invitation was made (DTSTAMP). */
  stamp: number;
  /** The domain after the UID's `@`. */
  domain: string;
};

/** `20261101T143000Z`: the UTC form of DATE-TIME (RFC 5545 §3.3.5, form 2). */
function icsUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets folded with CRLF + space (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).byteLength;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

function callUid(callId: string, domain: string): string {
  return `call-${callId}@${domain}`;
}

/** The `.ics` body: CRLF line ends, folded, METHOD REQUEST (booked or moved) or CANCEL. */
export function callInvite(invite: CallInvite): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Care Finder//Calls//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.method}`,
    "BEGIN:VEVENT",
    `UID:${callUid(invite.callId, invite.domain)}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icsUtc(invite.stamp)}`,
    `DTSTART:${icsUtc(invite.startsAt)}`,
    `DTEND:${icsUtc(invite.startsAt + CALL_MS)}`,
    `SUMMARY:${icsText(invite.summary)}`,
    `DESCRIPTION:${icsText(invite.description)}`,
    `ORGANIZER;CN=Care Finder:mailto:${invite.organizerEmail}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${invite.attendeeEmail}`,
    `STATUS:${invite.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
