import type { AdminAuditEntry, AdminUser } from '@roadhire/shared';

/** An account as the admin accounts API answers it, with any fields overridden. */
export const anAccount = (values: Partial<AdminUser> & { id: number }): AdminUser => ({
  email: `user${values.id}@example.com`,
  first_name: 'Pat',
  last_name: `Driver${values.id}`,
  role: 2,
  can_view_investigations: false,
  deactivated_at: null,
  email_verified_at: '2026-10-02T10:00:00.000Z',
  created_at: '2026-10-01T10:00:00.000Z',
  ...values,
});

/** An entry of the audit log as its API answers it, with any fields overridden. */
export const anAuditEntry = (values: Partial<AdminAuditEntry> & { id: number }): AdminAuditEntry => ({
  actor_id: 1,
  actor_email: 'ada@acme.example',
  action: 'position.create',
  target_type: 'position',
  target_id: 12,
  target_label: null,
  details: {},
  created_at: '2026-11-20T15:04:00.000Z',
  ...values,
});
