import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { messages } from '@ccer/contracts';
import { AppError } from '../errors.ts';
import { errorsPlugin } from './errors.ts';
import { uniqueConstraintAnswers, uniqueViolationError } from './unique-violations.ts';

/** What the pg driver throws for a violated unique index (only the fields the mapping reads). */
const pgUnique = (constraint?: string) => Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', constraint });

describe('unique violations', () => {
  it('answers a declared constraint as its route answers the sequential case', () => {
    const role = uniqueViolationError(pgUnique('role_role_name_unique'));
    expect(role).toBeInstanceOf(AppError);
    expect(role).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: 'roleNameTaken', fields: [{ field: 'roleName', message: 'roleNameTaken' }] });
    expect(uniqueViolationError(pgUnique('province_operator_apply_live_uq'))).toMatchObject({ status: 409, code: 'CONFLICT', message: 'provinceApplyOpen' });
  });

  it('answers any other unique violation with 400 数据已存在', () => {
    expect(uniqueViolationError(pgUnique('some_new_table_code_unique'))).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: 'dataExists', fields: undefined });
    expect(uniqueViolationError(pgUnique())).toMatchObject({ status: 400, message: 'dataExists' });
  });

  it('leaves other errors alone', () => {
    expect(uniqueViolationError(new Error('x'))).toBeUndefined();
    expect(uniqueViolationError(Object.assign(new Error('fk'), { code: '23503' }))).toBeUndefined();
    expect(uniqueViolationError(null)).toBeUndefined();
  });

  it('has a message in both languages for every declared answer', () => {
    for (const token of [...Object.values(uniqueConstraintAnswers).map((a) => a.message), 'dataExists']) {
      expect(messages[token], token).toBeDefined();
    }
  });

  it('becomes the failure envelope in the error plugin, in the user language', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/role', async () => {
      throw pgUnique('role_role_name_unique');
    });
    app.get('/other', async () => {
      throw pgUnique('x_y_unique');
    });
    const zh = await app.inject({ method: 'GET', url: '/role' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ flag: 0, code: 'BAD_REQUEST', msg: '角色名称已存在', dataInfo: [{ field: 'roleName', message: '角色名称已存在' }] });
    const en = await app.inject({ method: 'GET', url: '/role', headers: { 'accept-language': 'en' } });
    expect(en.json().msg).toBe('A role with this name already exists');
    const other = await app.inject({ method: 'GET', url: '/other' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ msg: '数据已存在', code: 'BAD_REQUEST' });
    expect(other.json().dataInfo).toBeUndefined();
    await app.close();
  });
});
