import { Link } from 'react-router'
import { tr } from '@/i18n'
import { paths } from '@/lib/paths'

export function Logo({ className = '', textClassName = '' }: { className?: string; textClassName?: string }) {
  return (
    <Link
      to={paths.home()}
      aria-label={tr.site.name}
      className={`flex items-center gap-2 font-serif text-xl font-bold text-stone-900 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="6" fill="#b45309" />
        <path
          d="M8 9h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H8zM24 9h-4a2 2 0 0 0-2 2"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className={textClassName}>{tr.site.name}</span>
    </Link>
  )
}
