import { company } from '../company'

export interface Stat {
  value: string
  label: string
}

export const homeStats: readonly Stat[] = [
  { value: company.yearsExperience, label: 'Years Experience' },
  { value: '48', label: 'States Certified' },
  { value: '300k lb', label: 'Max Capacity' },
]

export const aboutTeaser = {
  title: `Built in ${company.address.city} on Loads Others Turn Down`,
  paragraphs: [
    `${company.name} started in ${company.foundedYear} with one lowboy and a promise to answer the phone at any hour. Two decades later we run eight trailer configurations up to 19 axles, our own permit desk and our own pilot-car fleet.`,
    'Shippers call us when the freight is too heavy, too wide or too valuable to leave to chance. We plan every move as if our name were painted on the load, because it is.',
  ],
}
