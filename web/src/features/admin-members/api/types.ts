import type { Schemas } from '@/lib/api-client'

export type Member = Schemas['CurrentUser']
export type MemberRole = Member['role']
export type MemberPage = Schemas['MemberList']

/** The roles in the dropdown's order: least rights first. */
export const MEMBER_ROLES: readonly MemberRole[] = ['user', 'author', 'admin']
