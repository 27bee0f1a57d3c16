import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { tr } from '@/i18n'
import { PageHeader } from '@/components/page-header'
import { QueryState } from '@/components/query-state'
import { meQueryOptions } from '@/features/auth/api/get-me'
import { MfaSettings } from '@/features/auth/components/mfa-settings'
import { ImageUpload } from '@/features/images/components/image-upload'
import { AccountDataSection } from '@/features/privacy/components/account-data-section'
import { AddressBook } from '@/features/addresses/components/address-book'
import { profileQueryOptions, useProfile } from '@/features/profile/api/get-profile'
import { initials, ProfileForm } from '@/features/profile/components/profile-form'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'

/** /profil (any signed-in role; lazy route). */
export function ProfilePage() {
  useDocumentTitle(tr.profile.title)
  const profile = useProfile()
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  useEffect(() => {
    if (profile.isError) notify.error(tr.profile.loadError)
  }, [profile.isError])

  return (
    <>
      <PageHeader
        title={tr.profile.title}
        // Only members order, so only they keep a delivery address here.
        subtitle={profile.data && profile.data.role !== 'user' ? tr.profile.subtitleStaff : tr.profile.subtitle}
      />
      <div className="mx-auto max-w-3xl px-4 py-8">
        <QueryState query={profile}>
          {(data) => (
            <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
              {/* Avatar: the current photo or the initials, and its upload (waits for approval unless admin). */}
              <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start">
                <div className="flex items-center gap-4 sm:w-1/2">
                  {data.avatarUrl ? (
                    <img
                      src={data.avatarUrl}
                      alt={tr.profile.avatar}
                      data-testid="profile-avatar"
                      className="h-20 w-20 rounded-full object-cover ring-2 ring-amber-100"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex h-20 w-20 items-center justify-center rounded-full bg-amber-100 font-serif text-2xl font-bold text-amber-800"
                    >
                      {initials(data.fullName || data.displayName)}
                    </span>
                  )}
                  <div>
                    <p className="font-semibold text-stone-900">{data.displayName}</p>
                    <p className="text-sm text-stone-600">{data.email}</p>
                  </div>
                </div>
                <ImageUpload
                  className="sm:w-1/2"
                  kind="profile"
                  round
                  label={tr.images.avatarTitle}
                  requiresApproval={data.role !== 'admin'}
                  onUploaded={(res) => {
                    if (res.pending) return
                    notify.success(tr.images.avatarUpdated)
                    void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey })
                    void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey })
                  }}
                />
              </div>
              <ProfileForm
                profile={data}
                // The header reads the me-query: show the new name there at once.
                onSaved={(user) => queryClient.setQueryData(meQueryOptions().queryKey, { user })}
              />
            </div>
          )}
        </QueryState>
        {/* The member's address book (only members order). */}
        {profile.data?.role === 'user' ? <AddressBook name={profile.data.fullName} phone={profile.data.phone} /> : null}
        {/* Two-factor sign-in for every role (the author panel has no security area of its own). */}
        {profile.isSuccess ? (
          <MfaSettings onEnrolled={(user) => queryClient.setQueryData(meQueryOptions().queryKey, { user })} />
        ) : null}
        {/* The member's data rights (KVKK); authors and admins have no member data of this kind. */}
        {profile.data?.role === 'user' ? (
          <AccountDataSection onDeleted={() => void navigate(paths.home(), { replace: true })} />
        ) : null}
      </div>
    </>
  )
}
