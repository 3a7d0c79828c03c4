import type { z } from 'zod';
import type { Config } from '../config';

/**
 * One chat completion from an OpenAI-compatible server, answered as JSON that must match `answer`
 * (sent as the response's JSON schema, checked again with zod). Throws on an HTTP error, an empty
 * answer, a timeout or JSON that does not match: the callers then use the built-in engine.
 */
export async function askModelForJson<T>(
  config: NonNullable<Config['openai']>,
  request: { name: string; schema: unknown; answer: z.ZodType<T>; system: string; user: string },
): Promise<T> {
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    signal: AbortSignal.timeout(config.timeoutMs),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({
      model: config.model,
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: request.name, schema: request.schema } },
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
    }),
  });
  if (!response.ok) throw new Error(`model answered HTTP ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (!content) throw new Error('model answered no content');
  return request.answer.parse(JSON.parse(content));
}
