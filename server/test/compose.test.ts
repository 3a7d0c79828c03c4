import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Docker cannot run on the build machine, so the production stack is checked as text: docker-compose.yml
 * against the Compose specification's own JSON schema (ops/compose-spec.schema.json, from
 * github.com/compose-spec/compose-spec, Apache-2.0), and the properties that make it scale and run code.
 */
const root = new URL('../../', import.meta.url);
const compose = parse(readFileSync(new URL('docker-compose.yml', root), 'utf8'));
// The schema names its meta-schema by an https address Ajv does not know by that name; Ajv's default is
// that same draft 7.
const { $schema: _draft7, ...schema } = JSON.parse(
  readFileSync(new URL('ops/compose-spec.schema.json', root), 'utf8'),
) as Record<string, unknown>;

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('catches a broken file (the check can fail)', () => {
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(validate({ services: { server: { ports: 8080 } } })).toBe(false);
  });

  it('scales the server behind the proxy: no fixed port or name on it, the proxy publishes the port', () => {
    const { server, proxy } = compose.services;
    expect(server.ports).toBeUndefined();
    expect(server.container_name).toBeUndefined();
    expect(proxy.ports).toEqual(['8080:80']);
    const caddyfile = readFileSync(new URL('ops/Caddyfile', root), 'utf8');
    expect(caddyfile).toMatch(/dynamic a \{\s*name server\s*port 8080/);
    expect(server.environment.TRUST_PROXY).toBe('true');
  });

  it('runs the interview code on Piston, with its languages installed first', () => {
    const { server, piston } = compose.services;
    expect(server.environment.CODE_RUNNER).toBe('piston');
    expect(server.environment.PISTON_URL).toBe('http://piston:2000');
    expect(server.depends_on['piston-init'].condition).toBe('service_completed_successfully');
    expect(piston.privileged).toBe(true);
    const install = compose.services['piston-init'].command.join('\n');
    for (const language of ['node', 'python', 'java', 'gcc', 'mono', 'php', 'go'])
      expect(install).toContain(`${language}=`);
  });
});
