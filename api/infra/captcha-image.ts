import { randomInt } from "node:crypto";

/** Characters that cannot be mistaken for one another, drawn as strokes in a 10 × 14 box. */
const GLYPHS: Record<string, number[][][]> = {
  A: [
    [
      [0, 14],
      [5, 0],
      [10, 14],
    ],
    [
      [2, 9],
      [8, 9],
    ],
  ],
  C: [
    [
      [10, 2],
      [7, 0],
      [3, 0],
      [0, 3],
      [0, 11],
      [3, 14],
      [7, 14],
      [10, 12],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 14],
      [6, 14],
      [10, 10],
      [10, 4],
      [6, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
      [10, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  F: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [10, 14],
    ],
    [
      [0, 7],
      [10, 7],
    ],
  ],
  J: [
    [
      [10, 0],
      [10, 11],
      [7, 14],
      [3, 14],
      [0, 11],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [0, 8],
    ],
    [
      [3, 6],
      [10, 14],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 14],
      [10, 14],
    ],
  ],
  M: [
    [
      [0, 14],
      [0, 0],
      [5, 8],
      [10, 0],
      [10, 14],
    ],
  ],
  N: [
    [
      [0, 14],
      [0, 0],
      [10, 14],
      [10, 0],
    ],
  ],
  P: [
    [
      [0, 14],
      [0, 0],
      [7, 0],
      [10, 3],
      [10, 5],
      [7, 8],
      [0, 8],
    ],
  ],
  R: [
    [
      [0, 14],
      [0, 0],
      [7, 0],
      [10, 3],
      [10, 5],
      [7, 8],
      [0, 8],
    ],
    [
      [5, 8],
      [10, 14],
    ],
  ],
  T: [
    [
      [0, 0],
      [10, 0],
    ],
    [
      [5, 0],
      [5, 14],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 11],
      [3, 14],
      [7, 14],
      [10, 11],
      [10, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [5, 14],
      [10, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [2, 14],
      [5, 6],
      [8, 14],
      [10, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [10, 14],
    ],
    [
      [10, 0],
      [0, 14],
    ],
  ],
  Y: [
    [
      [0, 0],
      [5, 7],
      [10, 0],
    ],
    [
      [5, 7],
      [5, 14],
    ],
  ],
  "3": [
    [
      [0, 1],
      [3, 0],
      [8, 0],
      [10, 3],
      [7, 7],
      [3, 7],
    ],
    [
      [7, 7],
      [10, 10],
      [8, 14],
      [2, 14],
      [0, 12],
    ],
  ],
  "4": [
    [
      [7, 14],
      [7, 0],
      [0, 10],
      [10, 10],
    ],
  ],
  "6": [
    [
      [9, 1],
      [6, 0],
      [3, 0],
      [0, 4],
      [0, 11],
      [3, 14],
      [7, 14],
      [10, 11],
      [10, 9],
      [7, 6],
      [3, 6],
      [0, 9],
    ],
  ],
  "7": [
    [
      [0, 0],
      [10, 0],
      [4, 14],
    ],
  ],
  "9": [
    [
      [10, 5],
      [7, 8],
      [3, 8],
      [0, 5],
      [0, 3],
      [3, 0],
      [7, 0],
      [10, 3],
      [10, 10],
      [7, 14],
      [3, 14],
      [1, 13],
    ],
  ],
};
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join("");

export function randomCaptchaText(length = 4): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join(
    "",
  );
}

const jitter = (range: number) => (randomInt(0, 2001) / 1000 - 1) * range;

/** The text as an SVG image of distorted strokes with noise: no text or font a script could read. */
export function captchaSvg(text: string, width = 120, height = 44): string {
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y1 = randomInt(4, height - 4);
    const y2 = randomInt(4, height - 4);
    parts.push(
      `<path d="M0 ${y1} C${width / 3} ${randomInt(0, height)} ${(2 * width) / 3} ${randomInt(0, height)} ${width} ${y2}" stroke="hsl(${randomInt(0, 360)} 40% 60%)" stroke-width="1.2" fill="none"/>`,
    );
  }
  const step = (width - 16) / text.length;
  [...text].forEach((char, index) => {
    const strokes = GLYPHS[char] ?? [];
    const scale = 1.9 + jitter(0.25);
    const angle = jitter(18);
    const x = 8 + index * step + jitter(3);
    const y = (height - 14 * scale) / 2 + jitter(3);
    const d = strokes
      .map((line) =>
        line
          .map(
            ([px, py], i) =>
              `${i === 0 ? "M" : "L"}${(px! + jitter(0.6)).toFixed(1)} ${(py! + jitter(0.6)).toFixed(1)}`,
          )
          .join(" "),
      )
      .join(" ");
    parts.push(
      `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)} 5 7) scale(${scale.toFixed(2)})" d="${d}" stroke="hsl(${randomInt(190, 250)} 60% 30%)" stroke-width="${(1.1 + jitter(0.2)).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round" fill="none" vector-effect="non-scaling-stroke"/>`,
    );
  });
  for (let i = 0; i < 24; i++) {
    parts.push(
      `<circle cx="${randomInt(0, width)}" cy="${randomInt(0, height)}" r="1" fill="hsl(${randomInt(0, 360)} 30% 55%)"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f7fa"/>${parts.join("")}</svg>`;
}
