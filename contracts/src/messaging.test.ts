import { describe, expect, it } from 'vitest';
import { emailConfigAddBody, renderTemplate, smsConfigAddBody, unknownPlaceholders } from './messaging.ts';

describe('messaging templates and configuration bodies', () => {
  it('fills known placeholders and leaves the rest as written', () => {
    expect(renderTemplate('您的{business}验证码为{code}，{minutes}分钟内有效{x}', { business: '注册', code: '123456', minutes: 5 })).toBe('您的注册验证码为123456，5分钟内有效{x}');
    expect(renderTemplate('{opinion}', { opinion: null })).toBe('{opinion}');
  });

  it('names the placeholders a channel does not fill, once each', () => {
    expect(unknownPlaceholders('sms', '{code}{foo}{foo}{custName}')).toEqual(['foo', 'custName']);
    expect(unknownPlaceholders('email', '{custName}{result}{opinion}')).toEqual([]);
  });

  it('asks for the server of a real provider only', () => {
    expect(smsConfigAddBody.safeParse({ name: 'a', provider: 'record' }).success).toBe(true);
    const http = smsConfigAddBody.safeParse({ name: 'a', provider: 'http' });
    expect(http.error?.issues.map((i) => i.path.join('.'))).toEqual(['endpoint']);
    const smtp = emailConfigAddBody.safeParse({ name: 'a', provider: 'smtp', sender: 'a@example.com', smtpPort: '' });
    expect(smtp.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['smtpHost', 'smtpPort']);
    const ok = emailConfigAddBody.parse({ name: 'a', provider: 'smtp', sender: 'a@example.com', smtpHost: 'h', smtpPort: '465', tls: true, password: '' });
    expect(ok).toMatchObject({ smtpPort: 465, tls: true, password: null, smtpUser: null });
  });
});
