/** Customer reviews of the home page's carousel (12 reviews, displayed rating 5.0). */
export interface Review {
  name: string;
  place: string;
  car: string;
  text: string;
}

export const DISPLAYED_RATING = '5.0';

export const reviews: readonly Review[] = [
  {
    name: 'Michael R.',
    place: 'Scottsdale, AZ',
    car: '2019 Porsche 911',
    text: 'My associate handled every call and every tire-kicker. I listed on a Sunday and had a serious buyer within three weeks.',
  },
  {
    name: 'Jennifer L.',
    place: 'Austin, TX',
    car: '2020 Lexus RX 350',
    text: 'No strangers in my driveway, no test drives. They qualified the buyer and the money came straight to me.',
  },
  {
    name: 'David K.',
    place: 'Naperville, IL',
    car: '2018 BMW M4',
    text: 'Listing was free and took ten minutes. The team knew exactly what my car was worth.',
  },
  {
    name: 'Sarah M.',
    place: 'Charlotte, NC',
    car: '2021 Land Rover Defender',
    text: 'Clear, calm and professional from start to finish. I always knew where things stood.',
  },
  {
    name: 'Carlos G.',
    place: 'Miami, FL',
    car: '2017 Mercedes-Benz S 550',
    text: 'They found a buyer out of state that I never would have reached on my own.',
  },
  {
    name: 'Emily T.',
    place: 'Denver, CO',
    car: '2022 Tesla Model Y',
    text: 'The financing help made it easy for my buyer to say yes. Sold in about a month.',
  },
  {
    name: 'Robert H.',
    place: 'Nashville, TN',
    car: '2016 Chevrolet Corvette',
    text: 'I had tried the classifieds for months. With a dedicated associate it finally sold, at my price.',
  },
  {
    name: 'Amanda P.',
    place: 'Portland, OR',
    car: '2020 Audi Q7',
    text: 'Friendly people who answer the phone seven days a week. That alone is worth it.',
  },
  {
    name: 'James W.',
    place: 'Boston, MA',
    car: '2019 Genesis G90',
    text: 'Photos, description, buyer questions: they took care of all of it. I just signed the title.',
  },
  {
    name: 'Olivia S.',
    place: 'San Diego, CA',
    car: '2018 Range Rover Sport',
    text: 'Honest advice on pricing and no pressure. I would sell with them again.',
  },
  {
    name: 'Daniel B.',
    place: 'Atlanta, GA',
    car: '2021 BMW X5',
    text: 'The buyer was pre-qualified before I ever heard from them. No wasted weekends.',
  },
  {
    name: 'Grace N.',
    place: 'Seattle, WA',
    car: '2020 Porsche Macan',
    text: 'Smooth and transparent. The success fee was explained up front and there were no surprises.',
  },
];
