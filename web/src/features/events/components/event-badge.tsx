import { tr } from '@/i18n'

export function EventBadge({ upcoming, className = '' }: { upcoming: boolean; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        upcoming ? 'bg-green-700 text-white' : 'bg-stone-500 text-white'
      } ${className}`}
    >
      {upcoming ? tr.events.upcoming : tr.events.past}
    </span>
  )
}
