import sanitizeHtml from 'sanitize-html';

/**
 * What a banner may hold: text with emphasis, paragraphs, lists and links. Everything else — scripts,
 * styles, frames, forms, images, event handlers, `javascript:` addresses — is dropped, with the text of
 * a dropped harmless tag kept and the content of a script or style dropped whole (sanitize-html's
 * `nonTextTags`).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 's', 'small', 'code', 'br', 'p', 'span', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link leaves the cabinet in a new tab and gives the other site no handle on it.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs['href'] ? { href: attribs['href'] } : {}), target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/**
 * The banner's HTML as it is stored and served (spec-2 §4.4 "HTML content"): sanitised once, on the
 * server, by sanitize-html, so no browser ever receives a script from a plate.
 */
export function sanitizeBannerHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The visible text of sanitised HTML: a plate without any is refused. */
export function bannerText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').trim();
}
