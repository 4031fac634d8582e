/**
 * The twelve testimonials of the spec's home page, shipped as demo content: the demo seed stores them with
 * `sample: true` and the UI labels each one "Sample" (decisions §1). They make no figure-based claims.
 */
export interface SampleTestimonial {
  name: string;
  country: string;
  message: string;
  /** The day it was given, 'YYYY-MM-DD' (stored as `given_on`). */
  date: string;
}

export const sampleTestimonials: readonly SampleTestimonial[] = [
  {
    name: 'Amelia Clarke',
    country: 'United Kingdom',
    message:
      'Signing up and verifying my e-mail took a few minutes. I like that every daily credit shows up as its own line in my history.',
    date: '2025-01-14',
  },
  {
    name: 'Lukas Becker',
    country: 'Germany',
    message:
      'The plan page tells you the duration and the daily rate before you pay, and the dashboard matched it from day one.',
    date: '2025-02-03',
  },
  {
    name: 'Sofia Martínez',
    country: 'Spain',
    message:
      'I asked support about the network fee for USDT and got a clear answer by e-mail the same afternoon.',
    date: '2025-02-21',
  },
  {
    name: 'Chinedu Okafor',
    country: 'Nigeria',
    message:
      'My first withdrawal was reviewed and paid to my wallet address without any extra request. Straightforward.',
    date: '2025-03-09',
  },
  {
    name: 'Priya Nair',
    country: 'India',
    message:
      'The identity check was simple: upload two photos of my licence and wait for the review. The profile shows where it stands.',
    date: '2025-03-27',
  },
  {
    name: 'Mateus Oliveira',
    country: 'Brazil',
    message:
      'I started with the smallest plan to see how it works. The earnings and the capital return are easy to follow in the transaction list.',
    date: '2025-04-15',
  },
  {
    name: 'Hannah Lindqvist',
    country: 'Sweden',
    message:
      'Dark mode, a tidy dashboard and no clutter. I also appreciate the plain risk warning: no promises that it cannot lose value.',
    date: '2025-05-02',
  },
  {
    name: 'Kenji Watanabe',
    country: 'Japan',
    message:
      'Paying with Solana was quick, and the QR code on the payment page saved me from typing the address.',
    date: '2025-05-20',
  },
  {
    name: 'Olivia Brown',
    country: 'Canada',
    message:
      'I referred my brother and the referral bonus appeared in my history with a note saying where it came from.',
    date: '2025-06-07',
  },
  {
    name: 'Ahmed Hassan',
    country: 'Egypt',
    message:
      'Support helped me change the e-mail on my account after I lost access to the old one. Friendly and patient.',
    date: '2025-06-25',
  },
  {
    name: 'Emma Rossi',
    country: 'Italy',
    message:
      'I check the dashboard every morning with my coffee. The figures are clear and the statistics page adds everything up for me.',
    date: '2025-07-12',
  },
  {
    name: 'Daniel Mensah',
    country: 'Ghana',
    message:
      'Setting a strong password and verifying my e-mail felt reassuring. The platform explains each step instead of rushing you.',
    date: '2025-07-30',
  },
];
