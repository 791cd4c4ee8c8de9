export interface Registrant {
  name: string;
  email: string;
  company: string;
  phone: string | null;
  language: string;
  createdAt: string;
}

export const registrationsPath = (id: string) =>
  `/admin/events/${encodeURIComponent(id)}/registrations`;

/** A CSV field: quoted, quotes doubled; a leading = + - @ is neutralised (no formula injection). */
export function csvField(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function registrationsCsv(rows: Registrant[], header: string[]) {
  const lines = [
    header.map(csvField).join(","),
    ...rows.map((r) =>
      [r.name, r.email, r.company, r.phone ?? "", r.createdAt].map(csvField).join(","),
    ),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
