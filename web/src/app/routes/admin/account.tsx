import { useQueryClient } from '@tanstack/react-query'
import { tr } from '@/i18n'
import { meQueryOptions } from '@/features/auth/api/get-me'
import { MfaSettings } from '@/features/auth/components/mfa-settings'
import { MyStaffNoticesCard } from '@/features/staff-notices/components/my-staff-notices'
import { useDocumentTitle } from '@/hooks/use-document-title'

/**
 * /admin/hesabim: the admin's own two-factor sign-in, inside the panel (the
 * storefront profile has it too, but staff should not have to leave the
 * panel for it).
 */
export function AdminAccountPage() {
  useDocumentTitle(tr.admin.accountTitle)
  const queryClient = useQueryClient()
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div>
        <h1 className="font-serif text-2xl font-bold text-stone-900">{tr.admin.accountTitle}</h1>
        <p className="text-sm text-stone-600">{tr.admin.accountSubtitle}</p>
      </div>
      <MfaSettings onEnrolled={(user) => queryClient.setQueryData(meQueryOptions().queryKey, { user })} />
      <MyStaffNoticesCard />
    </div>
  )
}

export default AdminAccountPage
