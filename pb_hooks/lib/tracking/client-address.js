/// <reference path="../../../pb_data/types.d.ts" />

// Visitor addresses are stored cut to their network (IPv4 /24, IPv6 /48), enough to tell
// regions and networks apart but not one household, unless TRACKING_STORE_FULL_IP=true.
// The address itself always comes from e.realIP(), which trusts forwarding headers only when
// PocketBase's trusted-proxy setting names them.

function truncateIPv4(address) {
  const parts = address.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return ''
  return parts.slice(0, 3).map(Number).join('.') + '.0'
}

/** The eight 16-bit groups of an IPv6 address (as numbers), or null when it is not one. */
function ipv6Groups(address) {
  const halves = address.split('::')
  if (halves.length > 2) return null
  const groupsOf = (text) => (text === '' ? [] : text.split(':'))
  const head = groupsOf(halves[0])
  const tail = halves.length === 2 ? groupsOf(halves[1]) : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = head.concat(new Array(missing).fill('0'), tail)
  if (!groups.every((group) => /^[0-9a-fA-F]{1,4}$/.test(group))) return null
  return groups.map((group) => parseInt(group, 16))
}

function truncateIPv6(address) {
  const withoutZone = address.split('%')[0]
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(withoutZone)
  if (mapped) return truncateIPv4(mapped[1])
  const groups = ipv6Groups(withoutZone)
  if (!groups) return ''
  const network = groups.slice(0, 3)
  while (network.length > 0 && network[network.length - 1] === 0) network.pop()
  return network.map((group) => group.toString(16)).join(':') + '::'
}

/** The address cut to its /24 (IPv4) or /48 (IPv6) network; "" when it is not an address. */
function truncateAddress(address) {
  if (typeof address !== 'string' || address === '') return ''
  return address.indexOf(':') === -1 ? truncateIPv4(address) : truncateIPv6(address)
}

/** What to store for `address`: cut to its network unless full addresses are configured. */
function storedAddress(address, storeFull) {
  return storeFull ? String(address || '').slice(0, 64) : truncateAddress(address)
}

module.exports = { truncateAddress, storedAddress }
