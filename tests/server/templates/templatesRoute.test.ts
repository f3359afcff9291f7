import { expect, it } from 'vitest';
import { documentTemplates } from '../../../src/domain/documents/documentTemplates';
import { consentStatements } from '../../../src/domain/consentStatements';
import { forEachDatabase } from '../helpers/serverContext';
import { itReadingPdf, pdfText } from '../printforms/pdfText';
import { signedInAgent } from '../requests/requestFixtures';

forEachDatabase('the documents page`s templates: GET /v1/templates/read/{key}', (ctx) => {
  const get = (key: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/v1/templates/read/${key}`, headers });

  itReadingPdf('every template is a real PDF, without a token, named in Russian, with its own words inside', async () => {
    for (const template of documentTemplates) {
      const response = await get(template.key);
      expect(response.statusCode, template.key).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const encoded = /filename\*=UTF-8''(\S+)$/.exec(String(response.headers['content-disposition']))?.[1] ?? '';
      expect(decodeURIComponent(encoded)).toBe(template.fileName);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
      expect(text.toUpperCase()).toContain(template.title.split(' ')[0]!.toUpperCase());
    }
    const application = pdfText((await get('application')).rawPayload).replace(/\s+/g, ' ');
    expect(application).toContain('на предоставление банковской гарантии');
    expect(application).toContain('Заверения Принципала');
    const bki = pdfText((await get('consent-bki')).rawPayload).replace(/\s+/g, ' ');
    // The figures of config/consents.json are filled in: «2 месяцев» from periods.bki.months.
    expect(bki).toContain(consentStatements.find((statement) => statement.key === 'bki')!.rows[3]!.slice(0, 40));
    const statements = pdfText((await get('statements')).rawPayload).replace(/\s+/g, ' ');
    expect(statements).toContain('Реальность деятельности');
    expect(statements).not.toContain('{');
  });

  it('a signed-in user gets the same file', async () => {
    const agent = await signedInAgent(ctx.app);
    const anonymous = await get('questionnaire');
    const signedIn = await get('questionnaire', { authorization: `Bearer ${agent.token}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.rawPayload.length).toBe(anonymous.rawPayload.length);
  });

  it.each([
    ['an unknown template', 'passport', 404, 'Шаблон «passport» не найден'],
    ['a key that is not a key', 'APP..%2Fetc', 400, undefined],
  ])('%s: a Russian refusal', async (_name, key, status, message) => {
    const response = await get(key);
    expect(response.statusCode).toBe(status);
    const body = JSON.parse(response.body) as { code: number; message: string };
    expect(body.message).toMatch(/[а-яё]/i);
    if (message) expect(body.message).toBe(message);
  });
});
