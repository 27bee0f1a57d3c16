import { tr } from '@/i18n'
import { PlaceholderPage } from '@/components/placeholder-page'

// Placeholders until each author screen's issue lands.
export const AuthorDashboardPage = () => <PlaceholderPage title={tr.author.dashboard} />
export const AuthorBooksPage = () => <PlaceholderPage title={tr.author.books} />
export const AuthorEventsPage = () => <PlaceholderPage title={tr.author.events} />
export const AuthorProfilePage = () => <PlaceholderPage title={tr.author.profile} />
