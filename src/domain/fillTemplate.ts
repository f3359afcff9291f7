const placeholder = /\{([A-Za-z_][\w.]*)\}/g;

function resolve(values: object, path: string): unknown {
  return path.split('.').reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined,
    values,
  );
}

/**
 * Fills `{name}` and `{dotted.path}` placeholders of a Russian text template from `values`.
 * A placeholder without a string or number value stays as written, so a gap is visible
 * rather than silently empty; `placeholdersOf` lets loaders reject such templates up front.
 */
export function fillTemplate(template: string, values: object): string {
  return template.replace(placeholder, (whole, path: string) => {
    const value = resolve(values, path);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/** The placeholder paths a template uses, in order of appearance. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(placeholder)].map((match) => match[1] ?? '');
}

/** Whether every placeholder of the template has a string or number value. */
export function templateResolves(template: string, values: object): boolean {
  return placeholdersOf(template).every((path) => {
    const value = resolve(values, path);
    return typeof value === 'string' || typeof value === 'number';
  });
}
