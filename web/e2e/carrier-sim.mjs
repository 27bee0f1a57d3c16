// The carrier (MNG Kargo) simulator's control API, for the browser tests:
// scripts/e2e.sh runs `bookstore carrier-sim` for each shop set and puts its
// address in E2E_CARRIER_URL; the simulator calls the shop's webhook for
// every movement.
const carrierURL = () => {
  const url = process.env.E2E_CARRIER_URL
  if (!url) throw new Error('E2E_CARRIER_URL is not set (run the tests through scripts/e2e.sh)')
  return url
}

async function call(method, path, body) {
  const res = await fetch(`${carrierURL()}/_sim/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`carrier simulator ${method} ${path}: ${res.status} ${await res.text()}`)
  return res.status === 204 ? null : res.json()
}

/** Every shipment and return the simulator holds, oldest first. */
export const carrierShipments = () => call('GET', 'shipments')

/**
 * Moves a shipment (by shipment id, tracking number, reference or piece
 * barcode) to status — accepted, in_transit, out_for_delivery, delivered,
 * delivery_failed or returned — through the statuses between; without a
 * status, one step.
 */
export const advanceShipment = (key, status) =>
  call('POST', `shipments/${encodeURIComponent(key)}/advance`, status ? { status } : {})

/**
 * Injects a fault: {endpoint: 'createOrder'|'createbarcode'|'status'|'track'|
 * 'cancelshipment'|'cancelorder'|'createReturnOrder'|'token'|'webhook',
 * status?, delayMs?, dropAfterProcessing?, duplicate?, outOfOrder?, count?, after?}.
 */
export const injectCarrierFault = (fault) => call('POST', 'faults', fault)
export const clearCarrierFaults = () => call('DELETE', 'faults')

/** The webhook calls made so far: [{key, status, code, error, sent}]. */
export const carrierWebhooks = () => call('GET', 'webhooks')
