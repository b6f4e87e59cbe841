import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerRequestSchema, returnToSchema } from '../../contract/api.ts';
import { phoneHref } from '../../contract/brand.ts';

describe('auth contract', () => {
  it('normalises the email and requires a password of 6 or more', () => {
    expect(loginRequestSchema.parse({ email: ' Ann@Example.COM ', password: 'secret' })).toEqual({
      email: 'ann@example.com',
      password: 'secret',
    });
    expect(loginRequestSchema.safeParse({ email: 'ann@example.com', password: '12345' }).success).toBe(false);
  });

  it('registers with optional names and drops anything else (a role included)', () => {
    expect(registerRequestSchema.parse({ email: 'a@b.co', password: 'secret', role: 'admin' })).toEqual({
      email: 'a@b.co',
      password: 'secret',
      firstName: '',
      lastName: '',
    });
  });

  it('allows only paths on this site as a return target', () => {
    expect(returnToSchema.safeParse('/create-listing?edit=4').success).toBe(true);
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', 'dashboard', '/a b']) {
      expect(returnToSchema.safeParse(target).success, target).toBe(false);
    }
  });
});

describe('brand', () => {
  it('turns the display phone into call and text links', () => {
    expect(phoneHref('tel', '(555) 010-4200')).toBe('tel:+15550104200');
    expect(phoneHref('sms', '(555) 010-4200')).toBe('sms:+15550104200');
  });
});
