// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isFramePath } from './frame-url'

describe('isFramePath', () => {
  it.each([
    ['/odeme/3ds/abc123'], // this site's bank page (direct-3ds)
    ['/odeme/3ds/abc123?x=1#y'],
    ['https://sandbox-cpp.iyzipay.com?token=e828c62d&lang=tr&iframe=true'], // iyzico's page (checkout-form)
    ['https://cpp.iyzipay.com/?token=t1&lang=tr'],
    ['http://localhost:41234/cpp?token=t1&iframe=true'], // the test stand-in
    ['http://127.0.0.1:8081/odeme/3ds/abc'],
    ['HTTPS://CPP.IYZIPAY.COM/?token=t1'],
  ])('accepts %s', (url) => {
    expect(isFramePath(url)).toBe(true)
  })

  it.each([
    ['', 'empty'],
    ['javascript:alert(1)', 'script URL'],
    ['JavaScript:alert(1)', 'script URL in other case'],
    ['  javascript:alert(1)', 'script URL behind spaces'],
    ['java\tscript:alert(1)', 'script URL with a tab'],
    ['data:text/html,<script>alert(1)</script>', 'data URL'],
    ['blob:https://cpp.iyzipay.com/0e6c', 'blob URL'],
    ['vbscript:msgbox', 'vbscript'],
    ['file:///etc/passwd', 'file URL'],
    ['ftp://example.com/x', 'ftp'],
    ['//evil.example/x', 'protocol-relative'],
    ['/\\evil.example/x', 'backslash trick'],
    ['/\t/evil.example', 'tab dropped by the parser'],
    ['/\n/evil.example', 'newline dropped by the parser'],
    ['https://user:pass@evil.example/', 'credentials'],
    ['https://cpp.iyzipay.com@evil.example/', 'host disguised as user'],
    ['odeme/3ds/abc', 'relative without a slash'],
    ['https://', 'no host'],
    ['https:evil.example', 'no slashes'],
  ])('refuses %s (%s)', (url) => {
    expect(isFramePath(url)).toBe(false)
  })
})
