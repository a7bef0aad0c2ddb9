import { describe, expect, it } from 'vitest';
import { fieldMessage, translate } from './messages.ts';
import { methodologyListQuery } from './information/index.ts';

describe('a refused field named in its message (fieldMessage)', () => {
  it('words "required" and "maxLength" with the label first', () => {
    expect(fieldMessage('required', 'loginName')).toBe('用户名不能为空！');
    expect(fieldMessage('required', 'loginName', 'en')).toBe('User name is required');
    expect(fieldMessage('maxLength:64', 'taskId')).toBe('任务编号不能超过64位');
  });

  it('puts the label in front of a rule that does not say it', () => {
    expect(fieldMessage('positiveInteger', 'quantity')).toBe('数量：请输入正整数');
    expect(fieldMessage('positiveInteger', 'items.2.quantity', 'en')).toBe('Quantity: Enter a positive integer');
  });

  it('leaves a message that already names the field', () => {
    expect(fieldMessage('zMaxLength:@taskId:64', 'taskId')).toBe('任务编号不能超过64位');
    expect(fieldMessage('roleNameRequired', 'roleName')).toBe('请输入角色名称');
  });

  it('leaves a refusal of the whole request as it is', () => {
    expect(fieldMessage('invalidJson', '')).toBe('提交的数据不是有效的JSON');
  });
});

describe('a field whose name another area labels otherwise', () => {
  it('is named by its own schema: the methodology search’s code is 方法学编号, not the captcha’s 验证码', () => {
    const r = methodologyListQuery.safeParse({ code: 'x'.repeat(25) });
    expect(r.error?.issues.map((i) => translate(i.message))).toEqual(['方法学编号不能超过24位']);
  });
});
