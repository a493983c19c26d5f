import { LeadFormSection } from '../features/lead-form/lead-form-section';

export default LeadFormSection;
