import { describe, expect, it } from 'vitest';
import { CodeStore, codeMessages } from './codes';
import { assertCanApply, assertPending, checkSettleCode, recordsNewestFirst, settleMessages, type SettleWorld } from './settle-in';

const world = (over: Partial<SettleWorld> = {}): SettleWorld => ({
  merchants: [{ name: 'Mall Select', email: 'select@mall.test' }],
  applications: [],
  categories: [
    { id: 1, isDel: false, handlingFee: 5 },
    { id: 2, isDel: true, handlingFee: 3 },
  ],
  types: [
    { id: 1, isDel: false },
    { id: 2, isDel: true },
  ],
  ...over,
});
const body = { name: 'Fresh Foods Ltd', email: 'owner@fresh.test', categoryId: 1, typeId: 1 };

describe('settle-in rules', () => {
  it("accepts a new shop and answers the category's handling fee", () => {
    expect(assertCanApply(body, world())).toEqual({ handlingFee: 5 });
  });

  it('refuses an unknown or deleted category or type', () => {
    expect(() => assertCanApply({ ...body, categoryId: 9 }, world())).toThrow(settleMessages.noCategory);
    expect(() => assertCanApply({ ...body, categoryId: 2 }, world())).toThrow(settleMessages.noCategory);
    expect(() => assertCanApply({ ...body, typeId: 2 }, world())).toThrow(settleMessages.noType);
  });

  it("refuses a shop's name or email, whatever the case and spaces", () => {
    expect(() => assertCanApply({ ...body, name: '  mall SELECT ' }, world())).toThrow(settleMessages.nameTaken);
    expect(() => assertCanApply({ ...body, email: 'SELECT@mall.test' }, world())).toThrow(settleMessages.emailTaken);
  });

  it('counts pending and approved applications, not rejected ones (that is how a resubmission works)', () => {
    const taken = (auditStatus: 1 | 2 | 3) => world({ applications: [{ name: body.name, email: body.email, auditStatus }] });
    expect(() => assertCanApply(body, taken(1))).toThrow(settleMessages.nameTaken);
    expect(() => assertCanApply(body, taken(2))).toThrow(settleMessages.nameTaken);
    expect(() => assertCanApply({ ...body, name: 'Other' }, taken(1))).toThrow(settleMessages.emailTaken);
    expect(assertCanApply(body, taken(3))).toEqual({ handlingFee: 5 });
  });

  it('checks the settle-in code of that email only, and keeps it until consumed', () => {
    const codes = new CodeStore(() => '123456');
    codes.issue('settle-email', 'owner@fresh.test', 0);
    expect(() => checkSettleCode(codes, 'owner@fresh.test', '654321', 1000)).toThrow(codeMessages.wrong);
    expect(() => checkSettleCode(codes, 'other@fresh.test', '123456', 1000)).toThrow(codeMessages.missing);
    expect(() => checkSettleCode(codes, 'OWNER@fresh.test', '123456', 1000)).not.toThrow();
    codes.issue('register-email', 'x@fresh.test', 0);
    expect(() => checkSettleCode(codes, 'x@fresh.test', '123456', 1000)).toThrow(codeMessages.missing);
  });

  it('lists records newest first, the id breaking ties', () => {
    const rows = [
      { id: 1, createTime: '2026-05-01 10:00:00' },
      { id: 2, createTime: '2026-05-03 10:00:00' },
      { id: 3, createTime: '2026-05-03 10:00:00' },
    ];
    expect(recordsNewestFirst(rows).map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('audits pending applications only', () => {
    expect(() => assertPending({ auditStatus: 1 })).not.toThrow();
    expect(() => assertPending({ auditStatus: 2 })).toThrow(settleMessages.notPending);
    expect(() => assertPending({ auditStatus: 3 })).toThrow(settleMessages.notPending);
  });
});
