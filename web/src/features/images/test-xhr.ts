import { vi } from 'vitest'

/** A scripted XMLHttpRequest for upload tests. */
export class FakeXHR {
  static last: FakeXHR | null = null
  url = ''
  method = ''
  body: unknown = null
  status = 0
  statusText = ''
  responseText = ''
  headers: Record<string, string> = {}
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null

  constructor() {
    FakeXHR.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  respond(status: number, body: unknown, statusText = '') {
    this.status = status
    this.statusText = statusText
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.onload?.()
  }
  fail() {
    this.onerror?.()
  }
}

export function installFakeXHR() {
  FakeXHR.last = null
  vi.stubGlobal('XMLHttpRequest', FakeXHR)
}
