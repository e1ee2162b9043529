import * as Yup from 'yup';
import { HOST_FACT_MAX_CHARS } from '../listing-facts';
import { factsText } from '../messages/listing-facts';

/** A host fact as typed in the panel: something to say, within the server's limit. */
export const hostFactSchema = Yup.object({
  text: Yup.string().trim().required(factsText.textRequired).max(HOST_FACT_MAX_CHARS, factsText.textTooLong(HOST_FACT_MAX_CHARS)),
});
export type HostFactValues = Yup.InferType<typeof hostFactSchema>;
