import { describe, expect, it } from "vitest";
import { calendarFile, escapeText, foldLine } from "./__ics";

const event = {
  uid: "2027-01-intersec-dubai@northlight-vision.example",
  start: new Date("2027-01-20T06:00:00Z"),
  end: new Date("2027-01-22T14:00:00Z"),
  stamp: new Date("2026-11-22T12:00:00Z"),
  summary: "Intersec 2027; stand S1-C30, Hall 1",
  description: `Line one\nLine two with a backslash \\ and ${"long text ".repeat(20)}`,
  location: "Dubai World Trade Centre, Dubai, United Arab Emirates",
  url: "https://www.example.com/activity-hub/2027-01-intersec-dubai/detail",
};

/** Unfolds the lines of a calendar file (§3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

describe("calendarFile", () => {
  const text = calendarFile(event, "-//Northlight Vision//Activity Hub//EN");

  it("is one VCALENDAR with one VEVENT of every required property, in UTC", () => {
    const lines = unfold(text);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("PRODID:-//Northlight Vision//Activity Hub//EN");
    expect(lines).toContain("UID:2027-01-intersec-dubai@northlight-vision.example");
    expect(lines).toContain("DTSTAMP:20261122T120000Z");
    expect(lines).toContain("DTSTART:20270120T060000Z");
    expect(lines).toContain("DTEND:20270122T140000Z");
    expect(lines).toContain("SUMMARY:Intersec 2027\\; stand S1-C30\\, Hall 1");
    expect(lines).toContain("LOCATION:Dubai World Trade Centre\\, Dubai\\, United Arab Emirates");
    expect(lines).toContain(`URL:${event.url}`);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("escapes texts and folds every line at 75 octets", () => {
    const description = unfold(text).find((l) => l.startsWith("DESCRIPTION:"));
    expect(description).toContain("Line one\\nLine two with a backslash \\\\ and");
    for (const line of text.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(text.split("\r\n").some((l) => l.startsWith(" "))).toBe(true);
  });

  it("never splits a character when folding", () => {
    const folded = foldLine(`SUMMARY:${"توقيت الخليج ".repeat(10)}`);
    for (const line of folded.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"توقيت الخليج ".repeat(10)}`);
    expect(escapeText("a,b;c\\d\r\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });
});
