/**
 * Small real files for the seed catalogue, made in memory: a one-page PDF of text and a simple
 * HTML document. Both are valid (a PDF reader opens the PDF; its cross-reference offsets are exact).
 */
import { escapeHtml } from "../../infra/html-escape";

/** Text as a PDF string literal in WinAnsi: characters outside Latin-1 become "?". */
function pdfString(text: string): string {
  const latin = [...text].map((c) => (c.charCodeAt(0) < 256 ? c : "?")).join("");
  return `(${latin.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A one-page A4 PDF showing `lines` (the first larger, as a heading), in Helvetica. */
export function pdfOfText(lines: string[]): Buffer {
  const content = [
    "BT",
    "/F1 18 Tf",
    "56 780 Td",
    "22 TL",
    ...lines.flatMap((line, i) => [
      ...(i === 1 ? ["/F1 11 Tf", "16 TL"] : []),
      `${pdfString(line)} Tj`,
      "T*",
    ]),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A simple HTML document in `lang` (direction right-to-left when `rtl`): a heading and paragraphs. */
export function htmlOfText(
  lang: string,
  rtl: boolean,
  title: string,
  paragraphs: string[],
): Buffer {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  return Buffer.from(
    `<!doctype html>\n<html lang="${lang}"${rtl ? ' dir="rtl"' : ""}>\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)}</title>\n</head>\n<body>\n<h1>${escapeHtml(title)}</h1>\n${body}\n</body>\n</html>\n`,
    "utf8",
  );
}
