import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GenerateDescriptionButton } from '../../../../src/components';
import { renderInForm } from '../render';

const COUPON = { id: 'c1', title: 'Pizza night', description: 'Old text' };

function setup(generateDescription: (params: { id: string }) => Promise<{ data: string }>) {
  const onSubmit = vi.fn();
  renderInForm(
    <>
      <TextInput source="description" multiline />
      <GenerateDescriptionButton generate={generateDescription as never} />
    </>,
    { record: COUPON, dataProvider: {}, onSubmit },
  );
  const field = screen.getByLabelText(/Description/) as HTMLTextAreaElement;
  const button = screen.getByRole('button', { name: 'Generate Description with AI' });
  return { field, button, onSubmit };
}

afterEach(() => vi.restoreAllMocks());

describe('GenerateDescriptionButton', () => {
  it('fills the description with the generated text, which stays editable and is submitted', async () => {
    const generate = vi.fn(async () => ({ data: 'Fresh AI text' }));
    const { field, button, onSubmit } = setup(generate);
    fireEvent.click(button);
    await waitFor(() => expect(field).toHaveValue('Fresh AI text'));
    expect(generate).toHaveBeenCalledWith({ id: 'c1' });
    fireEvent.change(field, { target: { value: 'Fresh AI text, edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].description).toBe('Fresh AI text, edited');
  });

  it('shows a spinner and is disabled while the generator runs', async () => {
    let finish: (value: { data: string }) => void = () => undefined;
    const { field, button } = setup(() => new Promise((resolve) => (finish = resolve)));
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Generating the description…');
    finish({ data: 'Done text' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(field).toHaveValue('Done text');
    expect(button.querySelector('.MuiCircularProgress-root')).toBeNull();
  });

  it('on failure logs, tells the admin quietly and leaves the field unchanged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { field, button } = setup(async () => Promise.reject(new Error('AI down')));
    fireEvent.change(field, { target: { value: 'Typed by the admin' } });
    fireEvent.click(button);
    expect(
      await screen.findByText('The description could not be generated; the field is unchanged.'),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    expect(field).toHaveValue('Typed by the admin');
    expect(button).toBeEnabled();
  });

  it('treats an empty reply as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { field, button } = setup(async () => ({ data: '  ' }));
    fireEvent.click(button);
    expect(await screen.findByText(/could not be generated/)).toBeInTheDocument();
    expect(field).toHaveValue('Old text');
  });
});
