import tseslint from 'typescript-eslint';

// Dependencies point one way: ui -> runtime -> api/domain, server -> domain.
// `domain` imports nothing of ours; nothing imports `ui` but the entry point.
const layer = (files, forbidden, extra = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((name) => ({
            group: [`**/${name}`, `**/${name}/**`],
            message: `Слой не может импортировать ${name}: зависимости идут ui -> runtime -> api/domain, server -> domain.`,
          })),
          ...extra,
        ],
      },
    ],
  },
});

const pkg = (names, message) => ({ group: names, message });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'e2e/artifacts/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  layer(['src/domain/**'], ['runtime', 'api', 'ui', 'server'], [
    pkg(['react', 'react-*', 'mobx', 'mobx-*', 'axios', 'fastify', '@fastify/*', 'pg', 'kysely', 'node:*', 'fs', 'path'], 'domain — чистые функции без ввода-вывода и UI.'),
  ]),
  layer(['src/runtime/**'], ['ui', 'server'], [
    pkg(['react', 'react-dom', 'antd', 'axios', '@microsoft/signalr'], 'runtime — MobX без UI; транспорт живёт в api.'),
  ]),
  layer(['src/api/**'], ['runtime', 'ui', 'server']),
  layer(['src/server/**'], ['runtime', 'api', 'ui']),
  layer(['src/ui/**'], ['server', 'api'], [
    pkg(['axios', '@microsoft/signalr'], 'axios и SignalR живут только в src/api.'),
  ]),
);
