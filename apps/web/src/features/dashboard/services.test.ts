import { describe, expect, it } from 'vitest';
import { servicesFor } from './services';

const ids = { customer_user_id: 10, user_id: 20, fridom_user_id: 30 };

describe('servicesFor', () => {
  it('lists every linked platform and deals in Belgium', () => {
    expect(servicesFor(ids, 'be')).toEqual(['clientarea', 'voucherholder', 'fridom', 'deals']);
  });

  it('hides deals in Luxembourg', () => {
    expect(servicesFor(ids, 'lu')).toEqual(['clientarea', 'voucherholder', 'fridom']);
  });

  it('shows a platform only when its id is linked', () => {
    expect(servicesFor({ customer_user_id: null, user_id: 20, fridom_user_id: null }, 'be')).toEqual(['voucherholder', 'deals']);
    expect(servicesFor({ customer_user_id: null, user_id: null, fridom_user_id: null }, 'lu')).toEqual([]);
  });
});
