import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { Checkbox } from './checkbox';
import { FileInput } from './file-input';
import { Input } from './input';
import { Select } from './select';

describe('Input', () => {
  it('accepts native props and forwards its ref', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithTheme(<Input ref={ref} aria-label="Search" placeholder="Username or e-mail" readOnly />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('placeholder', 'Username or e-mail');
  });
});

describe('Select', () => {
  const options = [
    { value: 'male', label: 'Male' },
    { value: 'female', label: 'Female' },
    { value: 'x', label: 'Unavailable', disabled: true },
  ];

  it('renders the options and reports changes', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Select aria-label="Gender" options={options} defaultValue="female" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(select).toHaveValue('female');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('option', { name: 'Unavailable' })).toBeDisabled();
    await userEvent.selectOptions(select, 'male');
    expect(onChange).toHaveBeenCalled();
    expect(select).toHaveValue('male');
  });

  it('respects a controlled value over the placeholder', () => {
    renderWithTheme(
      <Select aria-label="Gender" options={options} placeholder="Choose" value="male" onChange={() => {}} />,
    );
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('male');
  });
});

describe('Checkbox', () => {
  it('is labelled, toggles and shows its error', async () => {
    renderWithTheme(
      <Checkbox
        name="terms"
        label={
          <>
            I accept the <a href="/terms-and-conditions">terms and conditions</a>
          </>
        }
        error="You must accept the terms and conditions."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(box).not.toBeChecked();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('You must accept the terms and conditions.');
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  });

  it('has no error wiring without an error', () => {
    renderWithTheme(<Checkbox label="Remember me" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeInvalid();
    expect(box).not.toHaveAttribute('aria-describedby');
  });
});

describe('FileInput', () => {
  const createObjectURL = jest.fn((file: Blob) => `blob:preview/${(file as File).name}`);
  const revokeObjectURL = jest.fn();

  beforeEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('accepts images only and previews the chosen one', async () => {
    const onFileChange = jest.fn();
    renderWithTheme(<FileInput label="QR code image" name="qr_code" onFileChange={onFileChange} />);
    const input = screen.getByLabelText('QR code image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('name', 'qr_code');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    const file = new File(['png'], 'qr.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Preview of the selected image' })).toHaveAttribute(
      'src',
      'blob:preview/qr.png',
    );

    const second = new File(['png'], 'qr2.png', { type: 'image/png' });
    await userEvent.upload(input, second);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/qr.png');
    expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:preview/qr2.png');
  });

  it('clears the preview when the choice is cleared, and frees the URL on unmount', async () => {
    const onFileChange = jest.fn();
    const { unmount } = renderWithTheme(<FileInput label="Front of licence" onFileChange={onFileChange} />);
    const input = screen.getByLabelText('Front of licence');
    await userEvent.upload(input, new File(['x'], 'front.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('img')).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [] } });
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/front.jpg');

    await userEvent.upload(input, new File(['x'], 'again.jpg', { type: 'image/jpeg' }));
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/again.jpg');
  });

  it('describes errors and hints', () => {
    renderWithTheme(<FileInput label="Back of licence" hint="JPEG or PNG" error="Please choose an image" />);
    const input = screen.getByLabelText('Back of licence');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('JPEG or PNG Please choose an image');
  });
});
