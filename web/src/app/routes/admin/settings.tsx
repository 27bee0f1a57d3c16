import { tr } from '@/i18n'
import { InvoiceSettingsCard } from './invoice-settings-card'
import { PendingImagesGrid } from '@/features/images/components/pending-grid'
import { StorageCard } from '@/features/images/components/storage-card'
import { ShippingCard } from '@/features/shipping/components/shipping-card'
import { DeliveryCard } from '@/features/delivery/components/delivery-card'
import { PaymentSettingsCard } from '@/features/payments/components/payment-settings-card'
import { StaffNoticesCard } from '@/features/staff-notices/components/staff-notices-card'
import { TaxCard } from '@/features/tax/components/tax-card'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** /admin/ayarlar: the shipping rule, the delivery estimate, the payment methods (havale/EFT, kapıda ödeme), the KDV settings, the invoice settings, storage status and test, the approval queue, the security notice. */
export function AdminSettingsPage() {
  useDocumentTitle(tr.images.settingsTitle)
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div>
        <h1 className="font-serif text-2xl font-bold text-stone-900">{tr.images.settingsTitle}</h1>
        <p className="text-sm text-stone-600">{tr.images.settingsSubtitle}</p>
      </div>
      <ShippingCard />
      <DeliveryCard />
      <PaymentSettingsCard />
      <TaxCard />
      <InvoiceSettingsCard />
      <StaffNoticesCard />
      <StorageCard />
      <PendingImagesGrid />
      <section aria-labelledby="security-title" className="rounded-xl border border-amber-200 bg-amber-50 p-6">
        <h2 id="security-title" className="font-serif text-lg font-bold text-amber-900">
          {tr.images.securityTitle}
        </h2>
        <p className="mt-2 text-sm text-amber-900">{tr.images.securityNote}</p>
      </section>
    </div>
  )
}
