import type { CollectionConfig } from 'payload';
import { creditBands, incomeBands } from '../../../../contract/financing.ts';
import { createContactMessages, manageContactMessages, readContactMessages } from './access.ts';

export const contactMessageStatuses = ['new', 'handled'] as const;

export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  access: {
    read: readContactMessages,
    create: createContactMessages,
    update: manageContactMessages,
    delete: manageContactMessages,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', index: true },
    { name: 'senderName', type: 'text', maxLength: 170 },
    { name: 'senderFirstName', type: 'text', required: true, maxLength: 80 },
    { name: 'senderLastName', type: 'text', required: true, maxLength: 80 },
    { name: 'senderEmail', type: 'email', required: true },
    { name: 'senderPhone', type: 'text', maxLength: 40 },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'isFinancingInterest', type: 'checkbox', defaultValue: false },
    { name: 'isTradeInInterest', type: 'checkbox', defaultValue: false },
    // A pre-qualification request from the financing page: the buyer's bands, for the associate who calls back.
    {
      name: 'financing',
      type: 'group',
      fields: [
        { name: 'incomeBand', type: 'select', options: incomeBands.map(({ value, label }) => ({ value, label })) },
        { name: 'creditBand', type: 'select', options: creditBands.map(({ value, label }) => ({ value, label })) },
        { name: 'downPayment', type: 'number', min: 0 },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: contactMessageStatuses.map((value) => ({ label: value, value })),
    },
  ],
};
