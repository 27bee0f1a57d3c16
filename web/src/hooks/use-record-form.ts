import { useState } from 'react'
import { useNewParam } from './use-new-param'

/**
 * Which record the form dialog of an admin list shows: a new one (kept in
 * the URL as ?yeni=1, so that the dashboard's quick actions can open it),
 * one being edited, or none (closed).
 */
export function useRecordForm<T>() {
  const [isNew, setNew] = useNewParam()
  const [editing, setEditing] = useState<T | null>(null)
  return {
    isOpen: isNew || editing !== null,
    /** The record being edited; null for a new one. */
    editing,
    openNew() {
      setEditing(null)
      setNew(true)
    },
    openEdit(record: T) {
      setNew(false)
      setEditing(record)
    },
    close() {
      setEditing(null)
      if (isNew) setNew(false)
    },
  }
}
