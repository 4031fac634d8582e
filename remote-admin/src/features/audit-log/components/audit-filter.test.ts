import { emptyAuditFilter, toAuditQuery } from './audit-filter';

describe('toAuditQuery', () => {
  it('leaves empty fields out', () => {
    expect(toAuditQuery(emptyAuditFilter)).toEqual({});
    expect(toAuditQuery({ ...emptyAuditFilter, actor: '   ' })).toEqual({});
  });

  it('trims text and includes both days whole, in the viewer’s calendar', () => {
    const query = toAuditQuery({
      ...emptyAuditFilter,
      actor: ' Auditor ',
      action: 'transaction.confirm',
      targetType: 'transaction',
      targetId: ' 42 ',
      fromDay: '2026-11-01',
      toDay: '2026-11-30',
    });
    expect(query).toEqual({
      actor: 'Auditor',
      action: 'transaction.confirm',
      target_type: 'transaction',
      target_id: '42',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 11, 1).toISOString(),
    });
  });

  it('ignores a malformed day', () => {
    expect(toAuditQuery({ ...emptyAuditFilter, fromDay: '11/01/2026' })).toEqual({});
  });
});
