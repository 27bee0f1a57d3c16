import type { CurrentUser } from '@/features/auth/api/get-me'
import fixtures from '@/test/orders.json'

/** The signed-in member of the members screens' tests (its name is Turkish, so it is data in orders.json). */
export const memberUser = fixtures.memberUser as CurrentUser
