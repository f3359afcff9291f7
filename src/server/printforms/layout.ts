import { printTexts } from './texts';

/** A node of a pdfmake document definition. */
export type Content = string | { [key: string]: unknown } | Content[];

const rule = '#b8c2cc';
const labelFill = '#f3f5f8';
const accent = '#1f3864';

/** Thin grey rules around every cell: a table that prints cleanly in black and white too. */
const thinGrid = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => rule,
  vLineColor: () => rule,
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

export const pageStyles = {
  title: { fontSize: 15, bold: true, alignment: 'center', color: accent, characterSpacing: 1 },
  subtitle: { fontSize: 11, alignment: 'center', margin: [0, 2, 0, 0] },
  number: { fontSize: 10, alignment: 'center', margin: [0, 4, 0, 0], color: '#333333' },
  section: { fontSize: 11, bold: true, color: accent, margin: [0, 14, 0, 6] },
  label: { fontSize: 9, color: '#3a3f45' },
  value: { fontSize: 9.5 },
  head: { fontSize: 8.5, bold: true, color: '#3a3f45', fillColor: labelFill },
  paragraph: { fontSize: 9.5, alignment: 'justify', lineHeight: 1.15, margin: [0, 0, 0, 4] },
  caption: { fontSize: 7, color: '#6b7280', alignment: 'center' },
  pageMark: { fontSize: 7.5, color: '#6b7280' },
} as const;

/** A numbered section heading that keeps to the content after it. */
export function sectionHeading(text: string): Content {
  return { text, style: 'section', headlineLevel: 1 };
}

/**
 * A heading with its body. A body of a few rows moves to the next page whole, heading included, rather
 * than leave the heading or a couple of rows behind.
 */
export function section(title: string, body: Content, rows: number): Content {
  return rows <= 10 ? { unbreakable: true, stack: [sectionHeading(title), body] } : [sectionHeading(title), body];
}

/** Label-value rows of requisites, the label column shaded. */
export function requisitesTable(rows: readonly (readonly [string, string])[]): Content {
  return {
    table: {
      widths: [175, '*'],
      dontBreakRows: true,
      body: rows.map(([label, value]) => [
        { text: label, style: 'label', fillColor: labelFill },
        { text: value, style: 'value' },
      ]),
    },
    layout: thinGrid,
  };
}

/** A table with a shaded header row that repeats on every page it spans. */
export function gridTable(header: readonly string[], rows: readonly (readonly string[])[], widths: readonly (number | string)[]): Content {
  return {
    table: {
      headerRows: 1,
      widths,
      dontBreakRows: true,
      body: [header.map((text) => ({ text, style: 'head' })), ...rows.map((row) => row.map((text) => ({ text, style: 'value' })))],
    },
    layout: thinGrid,
  };
}

/**
 * Post, a line to sign on, the name under it; the seal mark and the date below. The text the person
 * signs for (`lead`) stays on the same page as the signature.
 */
export function signatureBlock(post: string, name: string, date: string, withSeal: boolean, lead: Content[] = []): Content {
  const line = { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 130, y2: 0, lineWidth: 0.6 }] };
  return {
    unbreakable: true,
    stack: [
      ...lead,
      {
        margin: [0, 26, 0, 0],
        columns: [
          { width: 190, text: post, fontSize: 9.5, margin: [0, 14, 0, 0] },
          { width: 140, stack: [{ text: ' ', fontSize: 9.5, margin: [0, 14, 0, 0] }, line, { text: printTexts.labels.signature, style: 'caption' }] },
          { width: '*', stack: [{ text: name, fontSize: 9.5, margin: [0, 14, 0, 2] }, { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 150, y2: 0, lineWidth: 0.6 }] }, { text: printTexts.labels.fio, style: 'caption', alignment: 'left' }] },
        ],
      },
      {
        columns: [
          { width: 190, text: withSeal ? printTexts.labels.stamp : '', fontSize: 9.5, margin: [0, 18, 0, 0] },
          { width: '*', text: date, fontSize: 9.5, margin: [0, 18, 0, 0] },
        ],
      },
    ],
  };
}

/** The width between the margins of documentFrame's A4 page, upright and on its side. */
export const contentWidth = { portrait: 493, landscape: 740 } as const;

/** The running header: whose document it is on the left, which document on the right. */
export function pageHeader(left: string, right: string, width: number = contentWidth.portrait): (page: number) => Content {
  return () => ({
    margin: [57, 24, 45, 0],
    stack: [
      { columns: [{ text: left, style: 'pageMark' }, { text: right, style: 'pageMark', alignment: 'right' }] },
      { canvas: [{ type: 'line', x1: 0, y1: 3, x2: width, y2: 3, lineWidth: 0.5, lineColor: rule }] },
    ],
  });
}

/** The running footer: when it was made, and the page of pages. */
export function pageFooter(generatedOn: string): (page: number, pages: number) => Content {
  return (page, pages) => ({
    margin: [57, 14, 45, 0],
    columns: [
      { text: printTexts.generated(generatedOn), style: 'pageMark' },
      { text: printTexts.pageOf(page, pages), style: 'pageMark', alignment: 'right' },
    ],
  });
}

/**
 * A4 with a 2 cm binding margin, the house font and styles; on its side (`landscape`) for a report whose
 * table has more columns than an upright page holds.
 */
export function documentFrame(title: string, header: (page: number) => Content, footer: (page: number, pages: number) => Content, content: Content[], orientation: 'portrait' | 'landscape' = 'portrait') {
  return {
    info: { title, creator: printTexts.producer, producer: printTexts.producer },
    pageSize: 'A4',
    pageOrientation: orientation,
    pageMargins: [57, 56, 45, 50],
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.1 },
    styles: pageStyles,
    header,
    footer,
    content,
    // A heading never stays alone at the bottom of a page.
    pageBreakBefore: (node: { headlineLevel?: number }, following: { getFollowingNodesOnPage: () => unknown[] }) =>
      node.headlineLevel === 1 && following.getFollowingNodesOnPage().length === 0,
  };
}
