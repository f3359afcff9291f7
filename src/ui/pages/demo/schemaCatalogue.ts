import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** Where a schema of the demo comes from. */
export type SchemaGroup = 'demo' | 'steps';

export interface SchemaExample {
  kind: 'valid' | 'invalid';
  /** File name without .json. */
  name: string;
  load(): Promise<unknown>;
}

/** One schema the demo can render, with its uiSchema and the examples of the check suite. */
export interface CatalogueSchema {
  /** Base name: schemas/demo/requisites.schema.json -> requisites. */
  name: string;
  group: SchemaGroup;
  title: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  examples: SchemaExample[];
}

// Vite reads these folders at build time, so a new schema file shows up here with no code change.
const schemaFiles = import.meta.glob<RJSFSchema>(['/schemas/demo/*.schema.json', '/schemas/steps/*.schema.json'], {
  eager: true,
  import: 'default',
});
const uiFiles = import.meta.glob<UiSchema>(['/schemas/demo/*.ui.json', '/schemas/steps/*.ui.json'], { eager: true, import: 'default' });
// Every schema of the product, so that one may refer to another by its $id.
const allSchemaFiles = import.meta.glob<RJSFSchema>(['/schemas/**/*.schema.json', '!/schemas/meta/**', '!/schemas/examples/**'], {
  eager: true,
  import: 'default',
});
// Examples load when asked for; the config meta-schemas' examples are not forms.
const exampleFiles = import.meta.glob<unknown>(['/schemas/examples/valid/*/*.json', '/schemas/examples/invalid/*/*.json', '!/schemas/examples/*/meta-*/*.json'], {
  import: 'default',
});

const groupOrder: readonly SchemaGroup[] = ['demo', 'steps'];

function parts(path: string, suffix: string): { group: SchemaGroup; name: string } | null {
  const match = new RegExp(`^/schemas/(demo|steps)/([^/]+)${suffix.replace(/\./g, '\\.')}$`).exec(path);
  return match ? { group: match[1] as SchemaGroup, name: match[2] ?? '' } : null;
}

function examplesOf(name: string): SchemaExample[] {
  return Object.entries(exampleFiles)
    .map(([path, load]) => {
      const match = /^\/schemas\/examples\/(valid|invalid)\/([^/]+)\/([^/]+)\.json$/.exec(path);
      if (!match || match[2] !== name) return null;
      return { kind: match[1] as SchemaExample['kind'], name: match[3] ?? '', load };
    })
    .filter((example): example is SchemaExample => example !== null)
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}

/** The schemas of schemas/demo/ and schemas/steps/, grouped and sorted by title. */
export function schemaCatalogue(): CatalogueSchema[] {
  const uiByKey = new Map<string, UiSchema>();
  for (const [path, uiSchema] of Object.entries(uiFiles)) {
    const key = parts(path, '.ui.json');
    if (key) uiByKey.set(`${key.group}/${key.name}`, uiSchema);
  }
  return Object.entries(schemaFiles)
    .map(([path, schema]) => {
      const key = parts(path, '.schema.json');
      if (!key) return null;
      return {
        ...key,
        title: typeof schema.title === 'string' ? schema.title : key.name,
        schema,
        uiSchema: uiByKey.get(`${key.group}/${key.name}`) ?? {},
        examples: examplesOf(key.name),
      };
    })
    .filter((entry): entry is CatalogueSchema => entry !== null)
    .sort((a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group) || a.title.localeCompare(b.title, 'ru'));
}

/** Every schema of the product (not the config meta-schemas), for the validator to resolve references. */
export function knownSchemas(): RJSFSchema[] {
  return Object.values(allSchemaFiles);
}
