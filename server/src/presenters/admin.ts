import type { TAdmin } from '@launchpad/shared';
import type { Admin } from '../models/Admin';

export function presentAdmin(admin: Admin): TAdmin {
  return { _id: admin.id, name: admin.name, email: admin.email };
}
