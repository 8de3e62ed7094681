/** Why installing the app helps, on each page that offers it: said in the words of the job. */
export const installReasons = {
  quote: "Ask for a quote from a yard with no coverage: the app keeps your request and sends it the moment you're back in range.",
  careers: 'Apply from the cab: your application and documents wait safely on your phone and go out once you have signal.',
  fleet: 'Our trailers and their capacities open even where there is no coverage, ready to show a customer on site.',
} as const
