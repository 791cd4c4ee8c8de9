/** `text` as HTML text or a quoted attribute's value: `& < > " '` written as character references. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
