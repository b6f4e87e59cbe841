import { brand } from '../../contract/brand.ts';

export interface SeedPage {
  slug: string;
  title: string;
  markdown: string;
  faq?: { question: string; answer: string }[];
}

const howItWorks = `## Selling Your Car

Listing your vehicle with ${brand.name} is free. You create your listing once, and a dedicated sales associate takes it from there.

1. **Upload photos and details.** Create a free listing with your vehicle's details, photos and contact information. Every listing is reviewed by an admin before it is published.
2. **Get a dedicated sales associate.** Once your listing is live, a member of our team is assigned to your vehicle as your single point of contact.
3. **Your associate handles all buyer communications.** Calls, texts and enquiries from buyers go to your associate, who answers questions, qualifies buyers and negotiates on your behalf.
4. **Your associate handles everything until sale.** From the first enquiry to an agreed deal, your associate manages the process so you don't have to.

There are no viewings or test drives to arrange. A success fee is charged only when your car sells, and your associate will go over it with you before you list.

[Start Selling](/auth)

## Buying a Car

1. **Search and filter.** Browse used, premium and luxury vehicles and narrow the results by make, model, price, body type, location and more.
2. **View details.** Each listing shows photos, specifications, features, condition and mileage so you can compare vehicles with confidence.
3. **Contact us.** Call, text or send an enquiry from the listing page, and a sales associate will answer your questions and help you take the next step.
4. **Complete your purchase.** Once terms are agreed, you pay the seller directly and complete the purchase with them.

[Start Shopping](/search)

## How Payment Works

Payment is made directly between the seller and the buyer. ${brand.name} is a listing service: we do not own or sell the vehicles listed on our site, we do not collect funds, and we do not hold titles. The buyer and the titleholder complete the transaction directly with each other.

## Ready to Get Started?

Whether you are looking for your next vehicle or ready to sell the one you have, we are here to help.

- [Browse Cars](/search)
- [Sell Your Car](/api/login)
`;

const financing = `## Financing Your Next Vehicle

${brand.name} works with a network of lenders to help buyers find financing that fits their budget. Applying is quick, and our team can help you understand your options before you commit to a vehicle.

## What You Need

- **Valid government-issued ID**, such as a driver's license or passport
- **Proof of income**, such as recent pay stubs, tax returns or bank statements
- **Credit history**, with a credit score of 580 or higher preferred
- **Full-coverage insurance** on the vehicle you are financing

## Benefits

- **5-minute online application.** Apply in about five minutes from any device.
- **Rates as low as 3.75% APR.** Competitive rates from our lender network for qualified buyers.
- **Fast funding.** Approved loans are often funded within 24 hours.
- **All credit welcome.** Whether your credit is excellent or still being rebuilt, we will help you explore your options.

## Our Lender Network

Rather than relying on a single lender, we work with a network of lending partners. That gives you more chances to find terms that suit your situation, whether you are financing a daily driver or a luxury vehicle.

## Talk to Our Team

Have questions about financing or want to get started? Call or text us at **${brand.phoneDisplay}**. ${brand.phoneAvailability}.

*Rates and terms depend on your credit history, the loan term and the vehicle, and are set by the lender. "As low as" rates are available to well-qualified buyers only. The information on this page is not a commitment to lend, and all financing is subject to lender approval.*
`;

const faqIntro = `## Answers to Common Questions

Here are answers to the questions we hear most often from sellers and buyers. If you don't find what you are looking for, call or text us at **${brand.phoneDisplay}**, or [create a listing](/create-listing) and your sales associate will walk you through the rest.
`;

const faqItems: { question: string; answer: string }[] = [
  {
    question: 'Is it free to list my car?',
    answer: 'Yes. Creating a listing is completely free, and there are no upfront costs to list your vehicle.',
  },
  {
    question: 'Is there a fee when my car sells?',
    answer:
      'We charge a success fee only when your car sells. The fee is agreed with your sales associate before you list, so there are no surprises, and you pay nothing if your car does not sell.',
  },
  {
    question: 'Do I need to arrange viewings or test drives?',
    answer:
      'No. There are no viewings or test drives. Your dedicated sales associate handles all buyer contact, qualification and negotiation on your behalf.',
  },
  {
    question: 'How long does it typically take to sell a car?',
    answer:
      'A typical sale takes 30 to 90 days. Timing depends on the vehicle, its condition, its price and demand in the market.',
  },
  {
    question: 'What kinds of vehicles do you focus on?',
    answer:
      'We focus on premium and luxury vehicles valued above about $25,000. If your vehicle is close to that range, get in touch and we will let you know whether it is a good fit.',
  },
  {
    question: 'Can I edit my listing after it is published?',
    answer:
      'Yes. You can update your listing at any time from your seller dashboard. Edited listings are reviewed again before the changes go live.',
  },
  {
    question: 'Is there a time limit on how long my listing stays up?',
    answer:
      'No. There is no time limit on listings. Your vehicle stays listed until it sells or you choose to remove it.',
  },
  {
    question: 'Are buyers pre-qualified?',
    answer:
      'Yes. Your sales associate qualifies buyers before moving forward, so your time is spent only on serious, pre-qualified buyers.',
  },
  {
    question: 'Do you serve my area?',
    answer:
      'We serve the whole United States. Together with our nationwide dealer network and expert buying team, we can connect your vehicle with buyers wherever you are located.',
  },
  {
    question: 'How does payment work?',
    answer: `Payment is made directly between the buyer and the seller. ${brand.name} does not collect funds or hold titles, and the buyer and titleholder complete the transaction directly.`,
  },
  {
    question: 'How are listings reviewed?',
    answer:
      'An admin reviews every listing before it is published to check that the details and photos are complete and accurate. Once your listing is approved, it appears in search results.',
  },
  {
    question: 'How do I get in touch?',
    answer: `Call or text us at ${brand.phoneDisplay}. ${brand.phoneAvailability}. You can also create a listing online, and your sales associate will contact you.`,
  },
];

const privacyPolicy = `Last updated: November 22, 2026

This Privacy Policy explains how ${brand.name} ("we", "us" or "our") collects, uses and shares information when you use our website to browse, save, enquire about or list vehicles. By using our website, you agree to the practices described in this policy.

## Information We Collect

We collect the following information:

- **Account information.** When you create an account, we collect your first name, last name, email address and password. If you add a profile image, we store that too.
- **Listing information.** When you list a vehicle, we collect details about the vehicle, including make, model, trim, year, mileage, price, condition, specifications, colors, features, description, location and photos. We also collect the vehicle identification number (VIN) and, if you provide them, a Carfax report link and service history. The VIN, Carfax link and service history are used internally and are not shown publicly.
- **Seller contact details.** Listings include your name, phone number, email address and contact location. These details are kept private: they are not displayed on your public listing and are only seen by our staff.
- **Buyer enquiries.** When you contact us about a vehicle, we collect the information you submit, such as your name, email address, phone number and message.
- **Communications.** When you call, text or email us, we keep a record of those communications.
- **Usage information.** We collect basic technical information, such as your browser type, device information, IP address and the pages you visit, and we count how many times each listing is viewed.

## How We Use Your Information

We use your information to:

- Create and manage your account and keep you signed in
- Review listings before they are published and display approved listings
- Assign a sales associate to your listing and contact you about it
- Respond to buyer enquiries, qualify buyers and negotiate on a seller's behalf
- Help buyers explore financing options when they ask us to
- Send you service messages about your account, listings or enquiries
- Maintain the security of our website and prevent fraud and misuse
- Improve our website and services
- Comply with our legal obligations

## How We Share Information

We do not sell your personal information. We share information only as follows:

- **Public listings.** Vehicle details, photos and the general location you provide are shown publicly once your listing is approved. Your contact details, VIN, Carfax link and service history are not published.
- **Buyers and sellers.** When a sale is agreed, we share the information the buyer and seller need to complete the transaction directly with each other.
- **Dealer network and lenders.** We may share vehicle and contact details with members of our dealer network, our buying team or our lending partners when that is needed to sell a vehicle or to respond to a financing request you have made.
- **Service providers.** We use trusted providers for hosting, storage, email and messaging. They process information only on our behalf and under our instructions.
- **Legal requirements.** We may disclose information when required by law, to respond to legal process, or to protect the rights, property or safety of ${brand.name}, our users or others.
- **Business transfers.** If we are involved in a merger, acquisition or sale of assets, information may be transferred as part of that transaction.

## Data Security

We use reasonable administrative, technical and physical safeguards to protect your information, including access controls that limit private listing details to our staff. No method of transmission or storage is completely secure, so we cannot guarantee absolute security. Please keep your password confidential and let us know if you believe your account has been compromised.

## Data Retention

We keep your account information for as long as your account is active. We keep listing information while the listing is active and for a reasonable period afterwards to support the sale, resolve disputes and meet our legal, tax and accounting obligations. When information is no longer needed, we delete or anonymize it.

## Your Rights

Depending on where you live, you may have the right to:

- Access the personal information we hold about you
- Correct inaccurate information
- Request that we delete your information
- Object to or limit certain uses of your information
- Opt out of marketing communications

You can edit or delete your listings from your seller dashboard at any time. On [your account page](/account) you can correct your profile, download a copy of your data, or delete your account with its listings and photos. To make any other request, contact us using the details below. We may need to verify your identity before we act on a request, and we will not discriminate against you for exercising your rights.

## Cookies

We use a session cookie to keep you signed in while you use our website. This cookie is necessary for sign-in to work, and blocking it will prevent you from signing in.

Vehicles you save are stored only in your browser's local storage on your device. They are not sent to or stored on our servers, and clearing your browser data will remove them.

## SMS Messaging

If you provide your mobile number and agree to receive text messages, we may send you messages about your listing, your enquiries or your account. Our SMS program complies with the rules of the wireless carriers and applicable messaging guidelines.

- Message frequency varies.
- Message and data rates may apply.
- Reply **STOP** at any time to opt out. Reply **HELP** for help.
- Consent to receive text messages is not a condition of any purchase.
- We do not share mobile numbers with third parties or affiliates for their marketing purposes.

## Children's Privacy

Our website is not directed to children under the age of 13, and we do not knowingly collect personal information from children under 13. If you believe a child has provided us with personal information, please contact us and we will delete it.

## Changes to This Policy

We may update this Privacy Policy from time to time. When we do, we will revise the "Last updated" date at the top of this page. If we make material changes, we will provide notice on our website. Your continued use of our website after changes take effect means you accept the updated policy.

## Contact Us

If you have questions about this Privacy Policy or how we handle your information, please contact us:

- **Email:** ${brand.supportEmail}
- **Phone:** ${brand.phoneDisplay}
`;

export const seedPages: SeedPage[] = [
  { slug: 'how-it-works', title: 'How It Works', markdown: howItWorks },
  { slug: 'financing', title: 'Financing', markdown: financing },
  { slug: 'faq', title: 'Frequently Asked Questions', markdown: faqIntro, faq: faqItems },
  { slug: 'privacy-policy', title: 'Privacy Policy', markdown: privacyPolicy },
];
