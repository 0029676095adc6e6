// Messages for the 'auth' area, locale 'en'. See README "Translating".
// Validation and notification texts are the spec's own (sections 4, 5 and 8).
export default {
  app: {
    auth: {
      loading: 'Loading…',
      fields: {
        email: 'Email',
        password: 'Password',
        full_name: 'Full Name',
        confirm_password: 'Confirm Password',
        new_password: 'New Password',
        password_help: '8 to 20 characters, with an upper case letter, a lower case letter and a digit',
      },
      login: {
        title: 'Admin Login',
        remember: 'Remember me',
        submit: 'Login',
        forgot: 'Forgot password?',
        no_account: "Don't have an account?",
        signup: 'Sign up',
        not_admin: 'Not an administrator?',
        account_login: 'Account login',
        session_ended:
          'Your session has ended. Sign in again to go back to where you were; your unsaved changes are kept.',
      },
      account_login: {
        title: 'Account Login',
        intro: 'Log in to your account with your e-mail address and password.',
        admin_prompt: 'Administrator?',
        admin_link: 'Admin Login',
      },
      signup: {
        title: 'Registration',
        submit: 'Register',
        have_account: 'Already have an account?',
        login_here: 'Login here',
      },
      verify: {
        title: 'Account Verification',
      },
      forgot: {
        title: 'Forgot Password',
        intro: 'Enter the e-mail address of your account and we will send you a 4-digit code.',
        submit: 'Send OTP',
      },
      forgot_otp: {
        title: 'Verify OTP',
      },
      reset_email: {
        title: 'Reset Password',
        intro: 'Enter the e-mail address of your account to receive a password reset code.',
        submit: 'Send reset code',
      },
      reset_sent: {
        title: 'Email Sent',
        intro: 'We sent a 4-digit code to %{email}. Enter it to choose a new password.',
        intro_no_email: 'We sent a 4-digit code to your e-mail address.',
        enter_code: 'Enter the code',
      },
      update: {
        title: 'Update Password',
        intro: 'Choose a new password for %{email}.',
        submit: 'Update Password',
      },
      home: {
        title: 'Home',
        welcome: 'Welcome, %{name}',
        signed_in_as: 'Signed in as %{email}',
        logout: 'Logout',
      },
      otp: {
        intro: 'Enter the 4-digit code sent to %{email}.',
        group: 'One-time code',
        digit: 'Digit %{index} of %{total}',
        countdown: 'The code expires in %{seconds} s',
        expired: 'The code has expired.',
        submit: 'SUBMIT',
        resend: 'Resend OTP',
      },
      links: {
        back_to_login: 'Back to login',
        start_again: 'Start again',
      },
      errors: {
        incomplete_link: 'This link is incomplete: the e-mail address or the code is missing.',
      },
      notifications: {
        login_success: 'Login successfully.',
        registered: 'Registered successfully. Check your e-mail for the code.',
        verified: 'Your e-mail address is verified. You can log in now.',
        otp_sent: 'A new code was sent to your e-mail address.',
        otp_verified: 'Code verified. Choose a new password.',
        password_updated: 'Your password has been updated. You can log in now.',
      },
      validation: {
        email_required: '*Email is required',
        email_invalid_login: '*Must be a valid email address',
        email_max_100: '*Email must be less than 100 characters',
        password_required: '*Password is required',
        full_name_required: '*Full name is required',
        email_invalid: '*Please enter a valid email address',
        email_min_7: '*Email must have at least 7 characters',
        email_max_50: '*Email must be less than 50 characters',
        password_max_20: "*Password can't be longer than 20 characters",
        password_rule:
          '*Password must be a minimum of 8 alphanumeric characters, with at least 1 number, 1 character, 1 capital letter',
        confirm_required: '*Confirm Password is required',
        passwords_match: 'Passwords must match',
        otp_incomplete: 'Please enter complete OTP',
      },
    },
  },
};
